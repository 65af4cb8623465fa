// What other parts of the app may use of quick add.
export { QuickAddButton } from './QuickAddButton';
export { QuickAddSlot } from './QuickAddSlot';
