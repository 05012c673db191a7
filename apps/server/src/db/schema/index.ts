export * from './users.ts';
export * from './sessions.ts';
export * from './audit.ts';
export * from './site.ts';
export * from './contact.ts';
export * from './feedback.ts';
export * from './courses.ts';
export * from './mock-tests.ts';
