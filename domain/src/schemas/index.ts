export * from './activityLog';
export * from './admin';
export * from './billing';
export * from './caps';
export * from './capsRecountInput';
export * from './aiAnalysis';
export * from './chatIntegration';
export * from './goal';
export * from './group';
export * from './limits';
export * from './plan';
export * from './project';
export * from './subtask';
export * from './task';
export * from './tier';
export * from './timeZone';
export * from './todo';
export * from './user';
export {
  controlCharacterMessage,
  isDocumentId,
  isHttpUrl,
  isMultiLineText,
  isSingleLineText,
  isWellFormedText,
  NOTHING_TO_UPDATE,
  textLength,
  toSingleLineText,
} from './common';
export * from './grammar';
export * from './notification';
export * from './pushToken';
export * from './focus';
export * from './focusTimer';
export * from './report';
