import type { Db } from '../db';

/** The entities a write transaction's callback is handed: transaction items are built from them. */
export type TxEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];
