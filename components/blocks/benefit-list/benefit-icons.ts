import AgricultureIcon from '@mui/icons-material/Agriculture';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GrassIcon from '@mui/icons-material/Grass';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import PaymentsIcon from '@mui/icons-material/Payments';
import ScienceIcon from '@mui/icons-material/Science';
import ShieldIcon from '@mui/icons-material/Shield';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedIcon from '@mui/icons-material/Verified';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type SvgIcon from '@mui/material/SvgIcon';
import type { BenefitIconName } from './schema';

/** The fixed icon set: a closed map, so the CMS can never name an icon the bundle does not hold. */
export const benefitIcons: Record<BenefitIconName, typeof SvgIcon> = {
  protection: ShieldIcon,
  crop: GrassIcon,
  machinery: AgricultureIcon,
  yield: TrendingUpIcon,
  water: WaterDropIcon,
  weather: WbSunnyIcon,
  research: ScienceIcon,
  quality: VerifiedIcon,
  rewards: LoyaltyIcon,
  finance: PaymentsIcon,
  delivery: LocalShippingIcon,
  schedule: EventAvailableIcon,
  support: SupportAgentIcon,
};
