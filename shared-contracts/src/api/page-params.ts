// Paging of the signed-in user's lists (follows, history, comments): pageSize defaults to USER_LIST_PAGE_SIZE on the server.
export interface PageParams {
  page?: number;
  pageSize?: number;
}
