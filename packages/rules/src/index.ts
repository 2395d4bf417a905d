export * from './format';
export * from './rating';
export * from './quarter';
export * from './risk';
export * from './performance-workflow';
export * from './audit-plan';
export * from './compliance';
export * from './survey';
