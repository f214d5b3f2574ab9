import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { siteName: 'SermonHub', locale: 'en', pathname: '/sermons', onSelectLocale: () => undefined, session: ANONYMOUS_SESSION },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSermons: Story = {};
/** Links carry the /de prefix; the labels follow the story's English catalog. */
export const GermanLocaleOnDashboard: Story = { args: { locale: 'de', pathname: '/de/dashboard-beta' } };
/** 640 px and narrower: one row of logo, menu button and account; the menu button opens the sections and language. */
export const NarrowScreen: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** Signed in as broadcaster staff with a My Church: the menu lists My Church and Dashboard too. */
export const SignedIn: Story = {
  args: {
    session: signedInSession(
      fakeUser({
        my_church_broadcaster_id: 'grace',
        broadcasterRoles: [{ broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Uploader }],
      }),
    ),
  },
};
