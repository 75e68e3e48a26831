import { CONSENT_SOURCE_LABELS, type Contact, formatDay } from '@portale/shared';
import { Badge } from '@/ui/badge';
import { CONTACTS_TEXT as TEXT } from '../strings';

/** The marketing consent as the GDPR wants it shown: yes with its date and source, or no. */
export function ConsentBadge({ consent }: { consent: Contact['marketing_consent'] }) {
  if (!consent) return <span className="text-slate-600 dark:text-slate-400">{TEXT.consentHidden}</span>;
  if (!consent.given) return <Badge>{TEXT.consentMissing}</Badge>;
  const detail =
    consent.date && consent.source
      ? TEXT.consentGiven(formatDay(consent.date), CONSENT_SOURCE_LABELS[consent.source])
      : null;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone="success">{TEXT.consentGivenShort}</Badge>
      {detail && <span className="text-xs text-slate-600 dark:text-slate-400">{detail}</span>}
    </span>
  );
}
