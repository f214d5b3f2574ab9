// GET node/broadcasters/{id}/next_bill (auth, Biller): the earliest unpaid bill, or null when nothing is due.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export interface NextBill {
  billID: number;
  /** YYYY-MM-DD */
  dueDate: string;
  amountCents: number;
  currency: string;
  description: string;
}

export function getNextBill(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<NextBill | null> {
  return client.get<NextBill | null>(`node/broadcasters/${pathSegment(broadcasterID)}/next_bill`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
