import { canSendNotice, noticeProblems } from './notice-form';

describe('notice form', () => {
  it('needs a title and a message within the limits', () => {
    expect(noticeProblems({ title: ' ', text: '' })).toEqual({ title: 'required', text: 'required' });
    expect(noticeProblems({ title: 'x'.repeat(121), text: 'y'.repeat(2001) })).toEqual({ title: 'tooLong', text: 'tooLong' });
    expect(canSendNotice({ title: 'Picnic', text: 'Sunday after service' })).toBe(true);
  });
});
