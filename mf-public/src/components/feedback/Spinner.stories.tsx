import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { Spinner } from './Spinner';

const meta = { title: 'mf-public/Spinner', component: Spinner, decorators: [withStoryFrame(320)] } satisfies Meta<typeof Spinner>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
