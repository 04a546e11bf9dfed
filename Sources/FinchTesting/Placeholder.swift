import FinchCore
