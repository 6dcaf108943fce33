export { AuthModule } from './auth.module';
export { ApiKeysModule } from './api-keys/api-keys.module';
export { ApiKeysService } from './api-keys/api-keys.service';
export { CreateApiKeyDto } from './api-keys/dto/api-key.dto';
