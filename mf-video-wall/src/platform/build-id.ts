/** Build id compiled in by webpack (DefinePlugin); 'dev' under jest and storybook. */
export const BUILD_ID: string = process.env.BUILD_ID ?? 'dev';
