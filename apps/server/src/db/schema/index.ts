// The schema object handed to drizzle(); each area's tables live in their own file.
export * from './auth';
export * from './catalog';
export * from './content';
export * from './orders';
export * from './settings';
export * from './users';
export * from './payments';
export * from './audit';
export * from './media';
export * from './jobs';
export * from './stock';
export * from './pages';
export * from './zalo';
export * from './wholesale';
export * from './invoices';
export * from './carriers';
