/**
 * Attribute building blocks every entity shares. `version` drives optimistic concurrency:
 * updates are conditional on it (ARCHITECTURE §5).
 */
export const SERVICE = 'stratum';

/** Platform-level items (identities, one-time codes, throttles) live in this tenant. */
export const PLATFORM_TENANT = 'PLATFORM';

export const timestamps = {
  createdAt: { type: 'string', required: true, readOnly: true },
  updatedAt: { type: 'string', required: true },
} as const;

export const versioned = {
  version: { type: 'number', required: true, default: 1 },
} as const;
