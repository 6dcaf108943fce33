import { Global, Module } from '@nestjs/common';
import { CacheVersions } from './cache-versions';

@Global()
@Module({ providers: [CacheVersions], exports: [CacheVersions] })
export class CacheVersionsModule {}
