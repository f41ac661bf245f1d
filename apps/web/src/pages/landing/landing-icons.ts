import {
  Award,
  Brain,
  Code,
  Cpu,
  Gamepad2,
  Gift,
  Globe,
  Handshake,
  HeartPulse,
  Lightbulb,
  Medal,
  Rocket,
  Smartphone,
  Star,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { LandingIcon } from '@hackcamp/contract';

// Apart from the texts (landing-content.ts): only the tracks and rewards below the fold draw
// these, so the hero's first load carries none of their sixteen pictures.

/** The picture of each icon a track or reward may name (the contract's LANDING_ICONS). */
export const LANDING_ICON: Record<LandingIcon, LucideIcon> = {
  'gamepad-2': Gamepad2,
  brain: Brain,
  smartphone: Smartphone,
  globe: Globe,
  cpu: Cpu,
  'heart-pulse': HeartPulse,
  handshake: Handshake,
  gift: Gift,
  award: Award,
  trophy: Trophy,
  medal: Medal,
  code: Code,
  users: Users,
  rocket: Rocket,
  lightbulb: Lightbulb,
  star: Star,
};
