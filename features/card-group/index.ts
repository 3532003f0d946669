/** The flex card group block: authored cards, or cards filled from a tag search. */
export { CardGroup } from './components/card-group';
export { cardGroupSchema, type CardGroupProps } from './schema';
