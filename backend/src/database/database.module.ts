import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../config/app-config';

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        uri: config.MONGODB_URI,
        serverSelectionTimeoutMS: 5000,
        retryAttempts: 30,
        retryDelay: 1000,
        autoIndex: true,
        // Each command's timing feeds the metrics (common/metrics).
        monitorCommands: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
