import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '@/modules/public-site/pages/products-page';

export const Route = createFileRoute('/_public/products')({
  staticData: { title: 'Prodotti', requiresAuth: false },
  component: ProductsPage,
});
