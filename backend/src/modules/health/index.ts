export { answerHealthAtEdge } from './health-probe';
export { HealthModule } from './health.module';
export { HealthService } from './health.service';
export { Readiness } from './readiness.service';
