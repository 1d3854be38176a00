/**
 * Where this instance stands: serving, or draining once it was asked to stop (SIGTERM), when readiness
 * says no so a load balancer sends it nothing new.
 */
export class Lifecycle {
  private drainingFlag = false;

  get draining(): boolean {
    return this.drainingFlag;
  }

  drain(): void {
    this.drainingFlag = true;
  }
}
