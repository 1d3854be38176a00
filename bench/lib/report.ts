/** One bench figure: its value, its target and whether it met it, on one line. */
export function report(name: string, value: string, target: string, pass: boolean, extra = ''): void {
  console.log(`${pass ? 'PASS' : 'MISS'}  ${name}: ${value} (target ${target})${extra ? `; ${extra}` : ''}`);
}
