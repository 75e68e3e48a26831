import { PROGRESS_BAR } from '@portale/shared';
import NProgress from 'nprogress';

// nprogress's default template carries role="bar", which is not an ARIA role (axe: aria-roles). The bar is
// decorative: the page title and the route-change spinner say a page is loading. nprogress finds the bar
// through `barSelector`, so it must change with the template.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

NProgress.configure({ ...PROGRESS_BAR, showSpinner: false, template: TEMPLATE, barSelector: '.bar' });

export { NProgress };
