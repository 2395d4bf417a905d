import { buildOpenApi, ROUTES } from '@stratum/contracts';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const document = JSON.stringify(buildOpenApi(ROUTES));

/** GET /api/v1/openapi.json: the route table as an OpenAPI 3.1 document. */
export const handler = async (): Promise<APIGatewayProxyStructuredResultV2> => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  body: document,
});
