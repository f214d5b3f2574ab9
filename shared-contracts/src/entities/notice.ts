// A notice a broadcaster sends to its followers (feed item broadcaster_notice).

export interface BroadcasterNotice {
  type: 'broadcaster_notice';
  noticeID: number;
  broadcasterID: string;
  broadcasterName: string;
  title: string;
  text: string;
  /** epoch seconds when it was sent */
  timestamp: number;
}
