/** Discord ids are snowflakes: numeric strings that grow with time (discord.js parses them as BigInt). */
const DISCORD_EPOCH = 1420070400000n;

export class Snowflakes {
  private sequence = 0n;

  constructor(private readonly clock: () => number) {}

  next(): string {
    this.sequence = (this.sequence + 1n) & 0xfffn;
    const millis = BigInt(this.clock()) - DISCORD_EPOCH;
    return ((millis << 22n) | (1n << 17n) | this.sequence).toString();
  }
}
