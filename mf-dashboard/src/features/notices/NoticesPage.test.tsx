import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deleteBroadcasterNotice } from '@sermon/shared-contracts/api/delete-broadcaster-notice';
import { getBroadcasterNotices } from '@sermon/shared-contracts/api/get-broadcaster-notices';
import { sendBroadcasterNotice } from '@sermon/shared-contracts/api/send-broadcaster-notice';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { BroadcasterNotice } from '@sermon/shared-contracts/entities/notice';
import { fakeDashboardBroadcaster, renderDashboard } from '../../components/testing/render-dashboard';
import { NoticesPage } from './NoticesPage';

jest.mock('@sermon/shared-contracts/api/get-broadcaster-notices', () => ({ getBroadcasterNotices: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/send-broadcaster-notice', () => ({ sendBroadcasterNotice: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/delete-broadcaster-notice', () => ({ deleteBroadcasterNotice: jest.fn() }));
const getMock = getBroadcasterNotices as jest.MockedFunction<typeof getBroadcasterNotices>;
const sendMock = sendBroadcasterNotice as jest.MockedFunction<typeof sendBroadcasterNotice>;
const deleteMock = deleteBroadcasterNotice as jest.MockedFunction<typeof deleteBroadcasterNotice>;

const sent: BroadcasterNotice = { type: 'broadcaster_notice', noticeID: 4, broadcasterID: 'gracechapel', broadcasterName: 'Grace Chapel', title: 'Picnic', text: 'Sunday', timestamp: 1_700_000_000 };
const list = (results: BroadcasterNotice[]) => ({ nodeType: 'broadcaster_notices', nodeDisplayName: 'Notices', results, totalCount: results.length, next: null });

beforeEach(() => {
  getMock.mockReset().mockResolvedValue(list([sent]));
  sendMock.mockReset().mockResolvedValue(sent);
  deleteMock.mockReset().mockResolvedValue(undefined);
});

async function renderPage(roles = Object.values(BROADCASTER_ROLES)) {
  await act(async () => {
    renderDashboard(<NoticesPage />, { path: '/dashboard-beta/notices', current: fakeDashboardBroadcaster(roles) });
  });
}

describe('NoticesPage', () => {
  it('lists the sent notices', async () => {
    await renderPage();
    expect(screen.getAllByTestId('notice-row')).toHaveLength(1);
    expect(screen.getByText('Picnic')).toBeTruthy();
  });

  it('sends a notice only after the confirmation, with confirm set', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: 'Choir practice' } });
    fireEvent.change(screen.getByTestId('notice-text'), { target: { value: 'Thursday at seven.' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('notice-form'));
    });
    expect(screen.getByTestId('notice-confirm')).toBeTruthy();
    expect(sendMock).not.toHaveBeenCalled();

    // cancelling sends nothing and keeps the text
    fireEvent.click(screen.getByTestId('notice-confirm-cancel'));
    expect(screen.queryByTestId('notice-confirm')).toBeNull();
    expect(sendMock).not.toHaveBeenCalled();
    expect((screen.getByTestId('notice-title') as HTMLInputElement).value).toBe('Choir practice');

    await act(async () => {
      fireEvent.submit(screen.getByTestId('notice-form'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-confirm-confirm'));
    });
    expect(sendMock).toHaveBeenCalledWith(expect.anything(), 'gracechapel', { title: 'Choir practice', text: 'Thursday at seven.' });
    await waitFor(() => expect((screen.getByTestId('notice-title') as HTMLInputElement).value).toBe(''));
  });

  it('does not open the confirmation for an incomplete notice', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: 'Only a title' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('notice-form'));
    });
    expect(screen.queryByTestId('notice-confirm')).toBeNull();
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('asks before deleting a notice', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('notice-delete'));
    expect(deleteMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-delete-confirm-confirm'));
    });
    expect(deleteMock).toHaveBeenCalledWith(expect.anything(), 'gracechapel', 4);
  });

  it('offers no composer to a Biller', async () => {
    await renderPage([BROADCASTER_ROLES.Biller]);
    expect(screen.queryByTestId('notice-form')).toBeNull();
    expect(screen.queryByTestId('notice-delete')).toBeNull();
  });
});
