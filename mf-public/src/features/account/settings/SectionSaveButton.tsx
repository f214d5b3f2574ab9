import type { ReactNode } from 'react';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import type { SectionSave } from './use-section-save';

/** The submit button of a settings form: busy while its section saves, on a line of its own. */
export function SectionSaveButton({
  save,
  disabled,
  variant,
  testId,
  children,
}: {
  save: Pick<SectionSave, 'saving'>;
  disabled?: boolean;
  variant?: 'primary' | 'danger';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" variant={variant} busy={save.saving} disabled={disabled} data-testid={testId}>
        {children}
      </Button>
    </div>
  );
}
