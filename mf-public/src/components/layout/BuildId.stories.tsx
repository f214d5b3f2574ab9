import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { BuildId } from './BuildId';

const meta = { title: 'mf-public/BuildId', component: BuildId, decorators: [withStoryFrame(480)] } satisfies Meta<typeof BuildId>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
