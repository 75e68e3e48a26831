import {
  BarChart3,
  BookOpen,
  Briefcase,
  Code2,
  Compass,
  Handshake,
  Landmark,
  Layers,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { cx } from '@/ui/cx';

// Content comes from the configuration with no icon field, so cards get a stable icon by position.
const ICONS: LucideIcon[] = [
  Code2,
  Compass,
  BookOpen,
  Landmark,
  BarChart3,
  ShieldCheck,
  Layers,
  Handshake,
  Briefcase,
  Sparkles,
];

export type FeatureIconProps = {
  index: number;
  className?: string;
};

export function FeatureIcon({ index, className }: FeatureIconProps) {
  const Icon = ICONS[index % ICONS.length] ?? Sparkles;
  return (
    <span
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-900',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
