import { uploadLogo } from '@stratum/contracts';
import * as logos from '@stratum/core/platform';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('logo-upload', [
  bind(uploadLogo, ({ ctx, input, file }) => logos.uploadLogo(ctx, input, file!)),
]);
