import { isDefaultAvatar, type User } from '@portale/shared';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { SectionCard } from '@/ui/section-card';
import { useRemoveAvatar, useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from '../avatar-checks';
import { PROFILE_TEXT } from '../strings';

const TEXT = PROFILE_TEXT.avatar;

export type AvatarCardProps = { user: User };

export function AvatarCard({ user }: AvatarCardProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const hasAvatar = !isDefaultAvatar(user.avatar_url);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after an error: clear the input now.
    event.target.value = '';
    if (!file) return;
    const localProblem = avatarFileProblem(file);
    setProblem(localProblem);
    if (localProblem) {
      toast.error(TEXT.failed, localProblem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(TEXT.uploaded, TEXT.uploadedMessage);
    } catch (error) {
      setProblem(errorMessage(error));
      toast.error(TEXT.failed, errorMessage(error));
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      toast.success(TEXT.removed);
    } catch (error) {
      toast.error(TEXT.failed, errorMessage(error));
    }
  };

  return (
    <SectionCard title={TEXT.title} description={TEXT.hint} titleId="profile-avatar-title">
      <div className="relative flex flex-col items-center gap-5 text-center">
        <Avatar name={user.name} src={user.avatar_url} size="xl" />
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event)}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="secondary"
            icon={<ImageUp className="size-4" aria-hidden="true" />}
            onClick={() => inputRef.current?.click()}
            loading={upload.isPending}
            aria-describedby={problem ? errorId : undefined}
          >
            {hasAvatar ? TEXT.replace : TEXT.choose}
          </Button>
          {hasAvatar && (
            <Button
              variant="ghost"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => void onRemove()}
              loading={remove.isPending}
            >
              {TEXT.remove}
            </Button>
          )}
        </div>
        {problem && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        {upload.isPending && <LoadingOverlay message={TEXT.uploading} className="rounded-xl" />}
      </div>
    </SectionCard>
  );
}
