import { MODULES } from '@stratum/contracts';

export const listModules = async () => ({
  list: MODULES.map((m) => ({ key: m.key, name: m.name, description: m.description, core: m.core })),
});
