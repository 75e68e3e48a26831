import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CompanyLogo } from '@/platform/company-logo';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button, type ButtonSize, type ButtonVariant } from '@/ui/button';
import { Card } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox-field';
import { LOGO_SIZES, LOGO_VARIANTS } from '@/ui/logo';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { PageHero } from '../components/page-hero';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.testComponents;
const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];
const VARIANT_LABELS: Record<ButtonVariant, string> = {
  primary: 'Primario',
  secondary: 'Secondario',
  ghost: 'Trasparente',
  danger: 'Pericolo',
};

function Showcase({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Spec §2 /test-components: the design-system components, for review and visual checks. */
export function TestComponentsPage() {
  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <Showcase id="tc-buttons" title="Pulsanti">
          <div className="flex flex-col gap-4">
            {VARIANTS.map((variant) => (
              <div key={variant} className="flex flex-wrap items-center gap-3">
                <span className="w-28 text-sm text-slate-600 dark:text-slate-400">{VARIANT_LABELS[variant]}</span>
                {SIZES.map((size) => (
                  <Button key={size} variant={variant} size={size}>
                    {`${VARIANT_LABELS[variant]} ${size}`}
                  </Button>
                ))}
                <Button variant={variant} icon={<Plus className="size-4" aria-hidden="true" />}>
                  Con icona
                </Button>
                <Button variant={variant} loading>
                  In corso
                </Button>
                <Button variant={variant} disabled>
                  Disattivato
                </Button>
              </div>
            ))}
          </div>
        </Showcase>

        <Showcase id="tc-fields" title="Campi di testo">
          <div className="grid gap-6 md:grid-cols-3">
            <TextField label="Nome" placeholder="Mario Rossi" />
            <TextField label="E-mail" type="email" hint="Useremo questo indirizzo solo per risponderti." />
            <TextField
              label="Codice fiscale"
              defaultValue="RSSMRA80"
              error="Il codice fiscale deve avere 16 caratteri"
            />
            <TextareaField label="Note" hint="Facoltative." className="md:col-span-2" />
            <CheckboxField label="Accetto le condizioni del servizio" />
          </div>
        </Showcase>

        <Showcase id="tc-alerts" title="Avvisi">
          <div className="grid gap-4 md:grid-cols-2">
            <Alert variant="info" title="Informazione" role="none">
              Il portale sarà aggiornato stasera alle 22:00.
            </Alert>
            <Alert variant="success" title="Operazione riuscita" role="none">
              Le modifiche sono state salvate.
            </Alert>
            <Alert variant="warning" title="Attenzione" role="none">
              La sessione scadrà tra 5 minuti.
            </Alert>
            <Alert variant="error" title="Errore" role="none">
              Impossibile salvare il documento. Riprova.
            </Alert>
          </div>
        </Showcase>

        <Showcase id="tc-cards" title="Schede ed etichette">
          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Scheda</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">
                Un contenitore con bordo, ombra leggera e angoli arrotondati.
              </p>
            </Card>
            <Card className="flex flex-wrap items-center gap-2">
              <Badge>Neutro</Badge>
              <Badge tone="primary">Primario</Badge>
              <Badge tone="success">Completato</Badge>
              <Badge tone="warning">In attesa</Badge>
              <Badge tone="danger">Scaduto</Badge>
              <Badge tone="info">Nuovo</Badge>
            </Card>
          </div>
        </Showcase>

        <Showcase id="tc-logo" title="Logo">
          <div className="flex flex-col gap-6">
            {LOGO_VARIANTS.map((variant) => (
              <div key={variant} className="flex flex-wrap items-end gap-6">
                <span className="w-28 text-sm text-slate-600 dark:text-slate-400">
                  {variant === 'primary' ? 'Principale' : 'Trasparente'}
                </span>
                {LOGO_SIZES.map((size) => (
                  <figure key={size} className="flex flex-col items-center gap-2">
                    <CompanyLogo variant={variant} size={size} />
                    <figcaption className="text-xs text-slate-600 dark:text-slate-400">{size}</figcaption>
                  </figure>
                ))}
              </div>
            ))}
          </div>
        </Showcase>

        <Showcase id="tc-spinner" title="Indicatori di caricamento">
          <div className="flex flex-wrap items-center gap-8 text-primary-700 dark:text-primary-300">
            <Spinner size="sm" />
            <Spinner size="md" />
            <Spinner size="lg" label="Caricamento in corso" />
          </div>
        </Showcase>
      </div>
    </>
  );
}
