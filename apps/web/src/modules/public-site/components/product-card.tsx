import type { PublicContent } from '@portale/shared';
import { Check } from 'lucide-react';
import { PUBLIC_SITE_TEXT } from '../strings';
import { FeatureIcon } from './feature-icon';

export type ProductCardProps = {
  product: PublicContent['products'][number];
  index: number;
  headingLevel: 2 | 3;
};

export function ProductCard({ product, index, headingLevel }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <FeatureIcon index={index + 6} />
      <Heading className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">{product.name}</Heading>
      {product.description && (
        <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-400">{product.description}</p>
      )}
      {product.features.length > 0 && (
        <ul
          aria-label={`${PUBLIC_SITE_TEXT.products.features}: ${product.name}`}
          className="mt-6 flex flex-col gap-2.5 border-t border-slate-200 pt-5 dark:border-slate-800"
        >
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm text-slate-700 dark:text-slate-300">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
