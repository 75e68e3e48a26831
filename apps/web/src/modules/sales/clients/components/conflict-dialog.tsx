import {
  CLIENT_KIND_LABELS,
  CLIENT_SIZE_LABELS,
  CLIENT_STATUS_LABELS,
  type Client,
  formatInstant,
} from '@portale/shared';
import { VersionConflictDialog } from '@/ui/version-conflict-dialog';
import { CLIENT_FIELDS, type ClientField, type ClientFormValues, valuesOf } from '../client-form-values';
import { FIELD_LABELS } from '../field-labels';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.conflict;

export type ConflictDialogProps = {
  /** What the user typed. */
  mine: ClientFormValues;
  /** The newer version the server holds. */
  current: Client;
  /** The owners' names by id, to show a person rather than an id. */
  ownerName: (id: string) => string | undefined;
  onReload: () => void;
  onClose: () => void;
};

/** The fields where the user's form and the saved version differ. */
export function conflictingFields(mine: ClientFormValues, theirs: ClientFormValues): ClientField[] {
  return CLIENT_FIELDS.filter((field) => mine[field].trim() !== theirs[field].trim());
}

function readable(field: ClientField, value: string, ownerName: (id: string) => string | undefined): string {
  if (value.trim() === '') return '—';
  if (field === 'kind') return CLIENT_KIND_LABELS[value as keyof typeof CLIENT_KIND_LABELS] ?? value;
  if (field === 'status') return CLIENT_STATUS_LABELS[value as keyof typeof CLIENT_STATUS_LABELS] ?? value;
  if (field === 'size') return CLIENT_SIZE_LABELS[value as keyof typeof CLIENT_SIZE_LABELS] ?? value;
  if (field === 'owner_id') return ownerName(value) ?? value;
  return value;
}

/** A save refused with 409: the shared dialog, with the client's fields in words. */
export function ConflictDialog({ mine, current, ownerName, onReload, onClose }: ConflictDialogProps) {
  const theirs = valuesOf(current, undefined);
  const owner = (id: string) => (id === current.owner?.id ? current.owner.name : ownerName(id));
  const rows = conflictingFields(mine, theirs).map((field) => ({
    label: FIELD_LABELS[field],
    mine: readable(field, mine[field], owner),
    theirs: readable(field, theirs[field], owner),
  }));
  return (
    <VersionConflictDialog
      title={TEXT.title}
      description={TEXT.description}
      savedAt={formatInstant(current.updated_at, 'medium')}
      rows={rows}
      onReload={onReload}
      onClose={onClose}
    />
  );
}
