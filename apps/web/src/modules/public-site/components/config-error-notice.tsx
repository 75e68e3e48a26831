import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { loadConfig } from '@/platform/config-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXT } from '@/ui/strings';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.configError;

/** Start-up mounts the app even when the configuration failed (spec §4): say so and offer a retry. */
export function ConfigErrorNotice() {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await loadConfig().catch(() => undefined);
    setRetrying(false);
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
      <Alert variant="warning" title={TEXT.title}>
        <div className="flex flex-wrap items-center gap-3">
          <span>{TEXT.body}</span>
          <Button
            size="sm"
            variant="secondary"
            loading={retrying}
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => void retry()}
          >
            {UI_TEXT.retry}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
