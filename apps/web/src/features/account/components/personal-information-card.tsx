import { useRef, useState } from 'react';
import { Camera, Pencil, Trash2 } from 'lucide-react';
import { MSG, LIMITS, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatDate } from '../../../lib/format.ts';
import { profileUpdateFailure, toastFailure } from '../account-failures.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { imageFileToDataUrl } from '../resize-image.ts';

/** The hackathon participant's 'Personal Information': name and picture editable, email fixed. */
export function PersonalInformationCard({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [picture, setPicture] = useState<string | null>(user.profilePicture);
  /** What the form itself refuses (empty or long name, unreadable image) before anything is sent. */
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();

  const startEditing = () => {
    setName(user.name);
    setPicture(user.profilePicture);
    setFormError(null);
    setEditing(true);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setPicture(await imageFileToDataUrl(file));
      setFormError(null);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'This file could not be read as an image.');
    }
  };

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return setFormError(MSG.nameRequired);
    if (trimmed.length > LIMITS.nameMax) return setFormError(MSG.nameTooLong);
    setFormError(null);
    update.mutate(
      { name: trimmed, profilePicture: picture },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
        // The server's refusal is a toast (spec: 'Profile update failed' + reason); the form stays
        // open with the edits, so Save can simply be pressed again.
        onError: (error) => toastFailure(profileUpdateFailure(error)),
      },
    );
  };

  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Personal Information</h2>
        {editing ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button size="sm" onClick={save} loading={update.isPending}>
              Save
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Button>
        )}
      </div>
      {formError && <Alert tone="error" title={formError} className="mt-4" />}
      <div className="mt-5 flex flex-col gap-6 sm:flex-row">
        <div className="flex flex-col items-center gap-3">
          <Avatar name={editing ? name || user.name : user.name} src={editing ? picture : user.profilePicture} size="lg" />
          {editing && (
            <div className="flex gap-2">
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                aria-label="Profile picture"
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <Camera aria-hidden="true" className="size-4" /> Upload Picture
              </Button>
              {picture && (
                <Button variant="ghost" size="icon" aria-label="Remove picture" onClick={() => setPicture(null)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
          )}
          <Badge tone="violet">Hackathon Participant</Badge>
        </div>
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {editing ? (
              <FormField id="hackathon-profile-name" label="Full Name">
                {(a11y) => <Input {...a11y} value={name} maxLength={LIMITS.nameMax} onChange={(e) => setName(e.target.value)} />}
              </FormField>
            ) : (
              <>
                <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Full Name</dt>
                <dd className="mt-0.5 font-medium wrap-anywhere text-slate-900 dark:text-white">{user.name}</dd>
              </>
            )}
          </div>
          <Item label="Email" value={user.email} hint="Email cannot be changed" />
          <Item label="Mobile" value={user.mobile || 'Not provided'} />
          <Item label="College" value={user.collegeName || 'Not provided'} />
          <Item label="Joined" value={formatDate(user.registrationDate) ?? 'N/A'} />
          <Item label="Participant Type" value="Hackathon Only" />
        </dl>
      </div>
      <Dialog open={saved} onOpenChange={setSaved} title={MSG.profileUpdated}>
        <p className="text-sm text-slate-600 dark:text-slate-400">Your name and picture are updated everywhere in HackCamp.</p>
        <div className="mt-5 flex justify-end">
          <Button onClick={() => setSaved(false)}>OK</Button>
        </div>
      </Dialog>
    </Card>
  );
}

function Item({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      {/* wrap-anywhere, not break-words: only it lets a long email shrink the column on a phone. */}
      <dd className="mt-0.5 wrap-anywhere text-slate-900 dark:text-white">{value}</dd>
      {hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
