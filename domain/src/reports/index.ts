export * from './access';
export * from './buckets';
export * from './csv';
export * from './estimates';
export * from './figures';
export * from './streaks';
export * from './rollups';
export * from './weeklyMail';
