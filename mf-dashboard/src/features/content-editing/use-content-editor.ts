// The save flow of the content editors (series, speaker, article): a snapshot form of the loaded item, the
// server's field errors (each cleared as soon as its field is edited), and Save: refuse while the page's own checks
// find problems, PATCH, take the answer as the new snapshot, toast. The pages keep their fields and texts.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fieldErrorsOf, messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { useSnapshotForm, type SnapshotForm } from '../../components/unsaved/use-snapshot-form';

export interface ContentEditorOptions<Item, Values extends object> {
  /** the item as loaded (or last saved) */
  item: Item;
  valuesOf: (item: Item) => Values;
  /** the page's own checks; Save refuses while any is found */
  problemsOf: (values: Values) => Partial<Record<keyof Values, unknown>>;
  /** sends the changes (saved values → edited values) and answers the saved item */
  patch: (saved: Values, edited: Values) => Promise<Item>;
  onSaved: (item: Item) => void;
  savedMessage: (item: Item) => string;
  /** the server's name of a form field when it differs (the article's 'published' box is the server's 'draft') */
  serverFieldOf?: (key: keyof Values) => string;
  /** a failed save with field errors toasts 'Please correct the marked fields.' instead of the server's message */
  summariseFieldErrors?: boolean;
}

export interface ContentEditor<Values extends object> {
  form: SnapshotForm<Values>;
  serverErrors: Record<string, string>;
  /** sets a field and forgets the server's error for it */
  set<K extends keyof Values>(key: K, value: Values[K]): void;
  save(): Promise<void>;
}

export function useContentEditor<Item, Values extends object>(options: ContentEditorOptions<Item, Values>): ContentEditor<Values> {
  const { t } = useLingui();
  const { item, valuesOf, problemsOf, patch, onSaved, savedMessage, serverFieldOf = (key) => String(key), summariseFieldErrors = false } = options;
  const form = useSnapshotForm(valuesOf(item));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    form.set(key, value);
    const field = serverFieldOf(key);
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    if (Object.keys(problemsOf(form.values)).length > 0) {
      toastError(t`Please correct the marked fields.`);
      return;
    }
    try {
      const saved = await patch(valuesOf(item), form.values);
      form.markSaved(valuesOf(saved));
      onSaved(saved);
      toastSuccess(savedMessage(saved));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      toastError(summariseFieldErrors && Object.keys(fields).length > 0 ? t`Please correct the marked fields.` : messageOf(error));
    }
  };

  return { form, serverErrors, set, save };
}
