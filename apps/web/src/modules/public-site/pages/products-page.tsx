import { Link } from '@tanstack/react-router';
import { buttonStyles } from '@/ui/button';
import { EmptyContent } from '../components/empty-content';
import { PageHero } from '../components/page-hero';
import { ProductCard } from '../components/product-card';
import { Section } from '../components/section';
import { isPageVisible } from '../site-access';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

const TEXT = PUBLIC_SITE_TEXT.products;

export function ProductsPage() {
  const { company, content, site } = usePublicSite();
  const showContact = isPageVisible(site, 'contact');

  return (
    <>
      <PageHero title={site.navigation_labels.products || TEXT.title} lead={TEXT.lead(company.name)}>
        {showContact && content.products.length > 0 && (
          <Link to="/contact" className={`${buttonStyles({ size: 'lg' })} mt-8`}>
            {TEXT.demoCta}
          </Link>
        )}
      </PageHero>
      <Section>
        {content.products.length === 0 ? (
          <EmptyContent
            title={TEXT.empty}
            hint={TEXT.emptyHint}
            contactLabel={showContact ? site.navigation_labels.contact : undefined}
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {content.products.map((product, index) => (
              <li key={product.name} className="flex">
                <ProductCard product={product} index={index} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
