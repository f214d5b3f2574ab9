import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../../components/testing/StoryFrame';
import { CheckEmailPanel } from './components/CheckEmailPanel';
import { AccountCard } from './components/AccountCard';
import { SignUpForm } from './components/SignUpForm';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'mf-public/LoginPage',
  component: LoginPage,
  decorators: [withStoryFrame(640)],
} satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /user/login for an anonymous visitor: the Sign in tab. */
export const SignIn: Story = {};

/** The Create account form with its live rules (availability hints need the API, so they stay on "Checking…"). */
export const CreateAccount: Story = {
  render: () => (
    <AccountCard title="Create account">
      <SignUpForm />
    </AccountCard>
  ),
};

/** What follows a successful sign-up. */
export const CheckYourEmail: Story = {
  render: () => (
    <AccountCard title="Create account">
      <CheckEmailPanel email="new.listener@example.org" username="newlistener" />
    </AccountCard>
  ),
};
