import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RemoteErrorPanel } from './RemoteErrorPanel';

const meta = {
  title: 'Shell/RemoteErrorPanel',
  component: RemoteErrorPanel,
  args: {
    name: 'mf_public',
    failure: {
      status: 500,
      message:
        "application 'mf_public' died in status LOADING_SOURCE_CODE: [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003",
    },
  },
} satisfies Meta<typeof RemoteErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManifestUnreachable: Story = {};
