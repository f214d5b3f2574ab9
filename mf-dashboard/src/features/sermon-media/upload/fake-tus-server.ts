// Tests only: an in-memory server for the upload URL (tus 1.0 and whole-body PUT) behind the client's Transport, able
// to cut a request halfway as a dropped connection does (the bytes before the cut stay, as on the real server).
import type { Transport, TransportRequest, TransportResponse } from './tus-upload';

export interface FakeUpload {
  bytes: Uint8Array;
  length: number | null;
  complete: boolean;
}

function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function answer(status: number, headers: Record<string, string> = {}, text = ''): TransportResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, header: (name) => lower[name.toLowerCase()] ?? null, text };
}

export class FakeTusServer {
  readonly uploads = new Map<string, FakeUpload>();
  readonly log: string[] = [];
  /** the next PATCHes (or PUTs) to break: each keeps this many bytes, then fails like a dropped connection */
  cuts: number[] = [];
  /** answer the next request with this instead (e.g. a refusal) */
  refusals: TransportResponse[] = [];
  /** the upload is refused when complete (e.g. a damaged image) */
  refuseOnComplete: TransportResponse | null = null;

  ticket(url: string): string {
    this.uploads.set(url, { bytes: new Uint8Array(0), length: null, complete: false });
    return url;
  }

  bytesOf(url: string): Uint8Array {
    return this.uploads.get(url)!.bytes;
  }

  private append(upload: FakeUpload, chunk: Uint8Array) {
    const next = new Uint8Array(upload.bytes.length + chunk.length);
    next.set(upload.bytes);
    next.set(chunk, upload.bytes.length);
    upload.bytes = next;
  }

  transport: Transport = async (request: TransportRequest) => {
    this.log.push(`${request.method} ${request.headers['Upload-Offset'] ?? ''}`.trim());
    if (request.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const refusal = this.refusals.shift();
    if (refusal) return refusal;
    const upload = this.uploads.get(request.url);
    if (!upload) return answer(404);
    switch (request.method) {
      case 'HEAD':
        return answer(200, {
          'Upload-Offset': String(upload.complete ? upload.length : upload.bytes.length),
          ...(upload.length !== null ? { 'Upload-Length': String(upload.length) } : {}),
        });
      case 'POST':
        upload.length = Number(request.headers['Upload-Length']);
        return answer(201, { Location: request.url, 'Upload-Offset': String(upload.bytes.length) });
      case 'DELETE':
        this.uploads.delete(request.url);
        return answer(204);
      case 'PUT':
      case 'PATCH': {
        if (upload.complete) return answer(409, {}, JSON.stringify({ message: 'This upload is already complete.', errors: { code: 'UPLOAD_CONFLICT' } }));
        if (request.method === 'PUT') upload.bytes = new Uint8Array(0);
        const offset = request.method === 'PUT' ? 0 : Number(request.headers['Upload-Offset']);
        if (offset !== upload.bytes.length) return answer(409);
        const body = await readBlob(request.body!);
        const cut = this.cuts.shift();
        if (cut !== undefined) {
          this.append(upload, body.subarray(0, cut));
          request.onUploadProgress?.(cut);
          throw new Error('network error');
        }
        request.onUploadProgress?.(body.length / 2);
        request.onUploadProgress?.(body.length);
        this.append(upload, body);
        if (request.method === 'PUT') upload.length = upload.bytes.length;
        if (upload.length !== null && upload.bytes.length === upload.length) {
          if (this.refuseOnComplete) return this.refuseOnComplete;
          upload.complete = true;
        }
        return request.method === 'PUT'
          ? answer(201, {}, JSON.stringify({ guid: 'g', state: 'done', imageURL: 'http://x/media/images/series/1/1.jpg' }))
          : answer(204, { 'Upload-Offset': String(upload.bytes.length) });
      }
    }
  };
}

/** A file of `size` known bytes (i % 251). */
export function testFile(size: number, name = 'sermon.mp3', type = 'audio/mpeg'): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  return new File([bytes], name, { type, lastModified: 1_700_000_000_000 });
}

export function sameBytes(a: Uint8Array, size: number): boolean {
  if (a.length !== size) return false;
  for (let i = 0; i < size; i++) if (a[i] !== i % 251) return false;
  return true;
}
