// Strings of the docs' generated pages that the theme's components share.
import { translate } from '../Translate.js';
import { usePluralForm } from './plural.js';

/** "3 items": a category card's description when its category has none. */
export function useDocCardDescriptionCategoryItemsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) => selectMessage(count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count }));
}
