// The envelope of every list endpoint ("node", api-shapes §0.5).

export interface NodeList<T> {
  nodeType: string;
  nodeDisplayName: string;
  results: T[];
  totalCount: number | null;
  /** host-relative path + query of the next page, e.g. '/v2/node/sermons?page=2', or null at the end */
  next: string | null;
}
