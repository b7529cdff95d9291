// The late badge's rule is the `delayShip` filter's: not shipped yet, and the ship-by deadline passed.
import { describe, expect, it } from 'vitest';
import { isLateToShip } from '../../../src/contract/order/orders';

const now = new Date('2026-03-02T08:00:00Z');

describe('isLateToShip', () => {
  it('is late while open and past the deadline, not at or before it', () => {
    expect(isLateToShip({ status: 'awaitingShipment', shipDeadline: '2026-03-02T07:59:59Z' }, now)).toBe(true);
    expect(isLateToShip({ status: 'partShipped', shipDeadline: '2026-03-01T00:00:00Z' }, now)).toBe(true);
    expect(isLateToShip({ status: 'awaitingShipment', shipDeadline: '2026-03-02T08:00:00Z' }, now)).toBe(false);
  });

  it('is never late once shipped, cancelled or without a deadline', () => {
    for (const status of ['shipped', 'delivered', 'completed', 'cancelled', 'returning']) {
      expect(isLateToShip({ status, shipDeadline: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    }
    expect(isLateToShip({ status: 'awaitingShipment', shipDeadline: null }, now)).toBe(false);
  });
});
