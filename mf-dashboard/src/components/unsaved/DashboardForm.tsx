import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface DashboardFormProps {
  /** from useSnapshotForm: the values differ from the saved snapshot */
  dirty: boolean;
  /** runs on submit; the form ignores further submits until it settles */
  onSubmit: () => void | Promise<void>;
  /** spec doc 1 §4: "Submit ignored when not dirty unless dirty is not required" */
  requireDirty?: boolean;
  /** the page's Save button lives in the sticky header: <Button type="submit" form={id}> */
  id: string;
  children: ReactNode;
  testId?: string;
  /** a dense grid of fields by default; pass false to lay the children out yourself */
  stacked?: boolean;
}

/** The form of a dashboard page, with the unsaved-changes guard. */
export function DashboardForm({ dirty, onSubmit, requireDirty = true, id, children, testId, stacked = true }: DashboardFormProps) {
  const running = useRef(false);
  const [, setBusy] = useState(false);
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    if (requireDirty && !dirty) return;
    running.current = true;
    setBusy(true);
    try {
      await onSubmit();
    } catch (error) {
      // pages report their own save errors (toast, FormAlert); one that escapes must not become an unhandled rejection
      console.error(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <form id={id} data-testid={testId} noValidate onSubmit={(event) => void handleSubmit(event)} css={stacked ? { display: 'grid', gap: space(4), minWidth: 0 } : undefined}>
      <UnsavedChangesGuard dirty={dirty} />
      {children}
    </form>
  );
}
