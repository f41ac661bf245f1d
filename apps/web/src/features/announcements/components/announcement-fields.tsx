import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_PRIORITY_LABELS,
  type AnnouncementFormValues,
} from '@hackcamp/contract';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type AnnouncementFieldsProps = {
  register: UseFormRegister<AnnouncementFormValues>;
  errors: FieldErrors<AnnouncementFormValues>;
  /** Keeps the ids of two forms on one page apart (the create form and the edit dialog). */
  idPrefix: string;
};

/** An announcement's fields, the same in the create form and the edit dialog. */
export function AnnouncementFields({ register, errors, idPrefix }: AnnouncementFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-title`} label="Title" error={errors.title?.message}>
        {(a11y) => <Input {...a11y} maxLength={ANNOUNCEMENT_LIMITS.titleMax} placeholder="e.g. Lunch moved to 1 pm" {...register('title')} />}
      </FormField>
      <FormField id={`${idPrefix}-content`} label="Content" error={errors.content?.message}>
        {(a11y) => (
          <Textarea {...a11y} rows={5} maxLength={ANNOUNCEMENT_LIMITS.contentMax} placeholder="What everyone needs to know" {...register('content')} />
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-priority`} label="Priority" error={errors.priority?.message}>
          {(a11y) => (
            <Select {...a11y} {...register('priority')}>
              {ANNOUNCEMENT_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {ANNOUNCEMENT_PRIORITY_LABELS[p]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-audience`} label="Audience" error={errors.targetAudience?.message}>
          {(a11y) => (
            <Select {...a11y} {...register('targetAudience')}>
              {ANNOUNCEMENT_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {ANNOUNCEMENT_AUDIENCE_LABELS[a]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-expires`} label="Expires at (optional)" error={errors.expiresAt?.message}>
        {(a11y) => <Input {...a11y} type="datetime-local" {...register('expiresAt')} />}
      </FormField>
    </>
  );
}
